extension CompatWords {
    /// dialog's catalog for `locale` (a name as gettext files it: `fr`, `pt_BR`, `sr@latin`): the translations of
    /// `Yes`, `No`, `OK`, `Cancel`, `EXIT`, `Extra`, `Help`, `Rename`, `Succeeded`, `Failed`, `Passed`, `Completed`,
    /// `Checked`, `Done`, `Skipped`, `In Progress`, `N/A`, `Overall Progress`, in that order, separated by `|`, empty
    /// where the catalog has none (trailing ones left out); `nil` where dialog ships no catalog. Generated from
    /// Debian's dialog 1.3-20230209 `dialog.mo` files by a script kept outside the repository
    /// (/work/notes/i49/dialect-words/generate.py): the words are the catalogs', not edited.
    static func dialogCatalog(_ locale: String) -> String? {
        switch locale {
        case "an":
            "Sí|No|Acceptar|Cancelar|Salir|Extra|Aduya|Renombrar|Finalizau con exito|Falló|Pasau|Completau|Comprebau|Feito|Blincau|En progreso|N/A|Progreso total"
        case "ar": "نعم|لا|موافق|إلغاء"
        case "ast":
            "Sí|Non|Aceutar|Encaboxar|COLAR|Adicional|Ayuda|Renomar|Tuvo ésitu|Falló|Posóse|Completóse|Conseñóse|Fecho|Saltóse|En cursu|N/D|Progresu xeneral"
        case "be@latin":
            "Tak|Nie|OK|Anuluj|VYCHAD|Dadatkova|Dapamoha|Źmiani nazvu|Paśpiachova|Niaŭdała|Projdziena|Skončana|Pravierana|Zroblena|Abminuta|Dziejničaje|Niama|Ahulny prahres"
        case "bg": "Да|Не||Отказ"
        case "ca":
            "Sí|No|D'acord|Cancel·la|SURT|Extra|Ajuda|Canvia el nom|Ha tingut èxit|Ha fallat|Ha passat|S'ha completat|Activat|Fet|Omès|En progrés|N/D|Progrés general"
        case "cs":
            "Ano|Ne|Budiž|Storno|Konec|Další|Nápověda|Přejmenovat|Úspěšné|Selhalo|Pozastaveno|Dokončeno|Zkontrolováno|Hotovo|Přeskočeno|Probíhá|Není známo|Celkový průběh"
        case "cy": "Ie|Na|Iawn|Diddymu|GADAEL|Ychwanegol|Cymorth|Ailenwy"
        case "da":
            "Ja|Nej|O.k.|Anuller|AFSLUT|Ekstra|Hjælp|Omdøb|Lykkedes|Mislykkedes|Bestod|Færdig|Kontrolleret|Færdig|Sprunget over|I gang|N/A|Samlet status"
        case "de":
            "Ja|Nein|OK|Abbrechen|VERLASSEN|Extra|Hilfe|Umbenennen|Erfolgreich|Fehlgeschlagen|Bestanden|Abgeschlossen|Geprüft|Erledigt|Übersprungen|In Bearbeitung|N/A|Gesamtfortschritt"
        case "el":
            "Ναι|Όχι|Εντάξει|Άκυρο|Έξοδος|Πρόσθετα|Βοήθεια|Μετονομασία|Επιτυχία|Αποτυχία|Πέρασε|Ολοκλήρωση|Έλεγχος|Τέλος|Παράλειψη|Σε εξέλιξη|Μη Διαθέσιμο|Συνολική πρόοδος"
        case "eo":
            "Jes|Ne|Certe|Rezigni|ELIRI|Krome|Helpo|Alinomi|Sukcesis|Malsukcesis|Pasite|Kompletite|Kontrolite|Farite|Preterpasite|Evoluado|N/A|Tuta Evoluo"
        case "es":
            "Sí|No|Aceptar|Cancelar|SALIR|Extra|Ayuda|Renombrar|Finalizado con éxito|Falló|Pasado|Completado|Comprobado|Hecho|Saltado|En progreso|N/A|Progreso total"
        case "et": "Jah|Ei|OK|Tühista|Lõpeta"
        case "eu":
            "Bai|Ez|Ados|Utzi|IRTEN|Gehigarria|Laguntza|Berizendatu|Lortua|Huts eginda|Pasata|Osatua|Egiaztatua|Eginda|Salto eginda|Aurrerakuntza|E/G|Aurrerapen nagusia"
        case "fa":
            "بله|خیر|باشه|لغو|خروج|اضافی|راهنما|تغییر نام|موفقیت آمیز بود|شکست خورد|سپری شد|کامل شد|بررسی شد|انجام شد|پریده شد|در حال پیشرفت|نامعلوم|پیشرفت کلّی"
        case "fi":
            "Kyllä|Ei|Ok|Peru|POISTU|Painike|Opaste|Nimeä|Onnistui|Epäonnistui|Hyväksytty|Suoritettu|Valittu|Valmis|Ohitettiin|Käynnissä|-|Kokonaisedistyminen"
        case "fr":
            "Oui|Non|Accepter|Annuler|QUITTER|Extra|Aide|Renommer|Succès|Échec|Passé|Terminé|Vérifié|Fini|Ignoré|En cours|N/A|Avancement global"
        case "fur":
            "Sì|No|OK|Anule|JES|Adizionâl|Jutori|Cambie non|Riessût|Falît|Superât|Completât|Controlât|Fat|Saltât|In cors|N/D|Progrès gjenerâl"
        case "ga":
            "Tá|Níl|OK|Cealaigh|SCOIR|Breise|Cabhair|Athainmnigh|D'éirigh leis|Teipthe|Ceadaithe|Críochnaithe|Deimhnithe|Déanta|Scipeáilte|Faoi Shiúl|N/A/F|Dul Chun Cinn Iomlán"
        case "gd":
            "Tha|Chan eil|Ceart ma-thà|Sguir dheth|FÀG AN-SEO|Barrachd|Cobhair|Cuir ainm ùr air|Soirbheachail|Dh'fhàillig leis|Soirbheachail|Coileanta|Air a dhearbhadh|Dèanta|Air a leigeil seachad|A' dol air adhart|Chan eil seo iomchaidh|Adhartas san fharsaingeachd"
        case "gl":
            "Si|Non|Aceptar|Cancelar|SAÍR|Extra|Axuda|Renomear|Conseguido|Fallou|Correcto|Completado|Seleccionado|Feito|Omitido|En progreso|Non dispoñíbel|Progreso total"
        case "hi": "हाँ|नहीं|ठीक|रद्द करें|निर्गम|अतिरिक्त|मदद|पुनःनामकरण|सफल|सफल|पास|सम्पूरित|अवरुद्ध|सफल |छोड़ दिया|प्रगति में है|लागू नहीं|समग्र प्रगति"
        case "hr":
            "Da|Ne|U redu|Odustani|IZLAZ|Dodatno|Pomoć|Preimenuj|Uspjeh|Neuspjeh|Prošlo|Završeno|Provjereno|Gotovo|Preskočeno|U tijeku|Nedostupno|Ukupni napredak"
        case "hu":
            "Igen|Nem|OK|Mégse|KILÉPÉS|Extra|Súgó|Átnevezés|Sikerült|Meghiúsult|Teljesült|Befejezve|Bejelölve|Kész|Kihagyva|Folyamatban|N/A|Teljes folyamat"
        case "ia":
            "Si|No|OK|Annullar|SORTIR|Extra|Adjuta|Renominar|Succedite|Fallite|Passate|Completate|Controlate|Facite|Saltate|In curso|N/A|Progresso general"
        case "id":
            "Ya|Tidak|OK|Batal|KELUAR|Ekstra|Bantuan|Ganti Nama|Sukses|Gagal|Lulus|Selesai|Diperiksa|Selesai|Dilewati|Dalam Proses|Tak Tersedia|Keseluruhan Proses"
        case "is":
            "Já|Nei|Í lagi|Hætta við|LOKA|Auka|Hjálp|Endurnefna|Tókst|Mistókst|Stóðst prófun|Fullgert|Athugað|Lokið|Sleppt|Í vinnslu|Ekki tiltækt|Heildarframvinda"
        case "it":
            "Sì|No|OK|Annulla|Esci|Extra|Aiuto|Rinomina|Riuscito|Fallito|Superato|Completato|Controllato|Fatto|Saltato|In corso|N/A|Progresso complessivo"
        case "ja": "はい|いいえ|了解|取消|終了|拡張|ヘルプ|名前変更|成功|失敗|パス|完了|確認終了|終了|スキップ|処理中|無効|全体の進行状況"
        case "ka":
            "დიახ|არა|დიახ|გაუქმება|გასვლა|დამატებით|დახმარება|სახელის გადარქმევა|წარმატებით|შეცდომა|გაიარა|დასრულებულია|შემოწმებულია|დასრულებული|გამოტოვებულია|მიმდინარეობს|არარსებული|სრული მიდინარეობა"
        case "ku":
            "Erê|Na|TEMAM|Betal|DERKETIN|Ekstra|Alîkarî|Nav guherandin|Biserket|Biserneket|Derbas bû|Temamkirî|Kontrolkirî|Xelas|Derbaskirî|Didome|Tune|Pêşketina Giştî"
        case "lt":
            "Taip|Ne|Gerai|Atsisakyti|IŠEITI|Kita|Žinynas|Pervadinti|Pavyko|Nepavyko|Praeita|Užbaigta|Patikrinta|Atlikta|Praleista|Vykdoma|Nepasiekiama|Bendras progresas"
        case "lv":
            "Jā|Nē|Labi|Atcelt|IZIET|Papildus|Palīdzība|Pārdēvēt|Izdevies|Neizdevies|Iziets|Pabeigts|Pārbaudīts|Pabeigts|Izlaists|Tiek apstrādāts|n/z|Vispārējais progress"
        case "mg": "Eny|Tsia|Ekena|Ajanony"
        case "mk": "Да|Не|Во ред|Откажи"
        case "ms":
            "Ya|Tidak|OK|Batal|KELUAR|Ekstra|Bantuan|Tukar nama|Berjaya|Gagal|Lulus|Selesai|Diperiksa|Selesai|Dilangkau|Sedang Dilaksanakan|Tiada|Kemajuan Keseluruhan"
        case "nb":
            "Ja|Nei|OK|Avbryt|AVSLUTT|Ekstra|Hjelp|Endre navn|Vellykktes|Feilet|Bestått|Fullført|Kontrollert|Ferdig|Ignorert|I gang|-|Total fremdrift"
        case "nl":
            "Ja|Nee|OK|Annuleren|Afsluiten|Extra|Help|Hernoemen|Gelukt|Mislukt|Geslaagd|Voltooid|Gecontroleerd|Klaar|Overgeslagen|Bezig|Onbeschikbaar|Voortgang"
        case "pl":
            "Tak|Nie|OK|Anuluj|WYJDŹ|Ekstra|Pomoc|Zmień nazwę|Udane|Niepowodzone|Przeszłe|Zakończone|Sprawdzone|Gotowe|Pominięte|W toku|Brak|Ogólny postęp"
        case "pt":
            "Sim|Não|Aceitar|Cancelar|SAIR|Extra|Ajuda|Renomear|Sucesso|Falha|Passou|Concluído|Verificado|Feito|Ignorado|Em Curso|N/D|Progresso geral"
        case "pt_BR":
            "Sim|Não|Aceitar|Cancelar|Sair|Extra|Ajuda|Renomear|Sucesso|Falhou|Passou|Completo|Checado|Feito|Pulado|Em Progresso|N/A|Progresso Global"
        case "rm": "Schi|Na|OK|Laschar star|SORTIR|Extra|Agüd|Müdar nom"
        case "ro":
            "Da|Nu|OK|Renunță|Ieșire|Extra|Ajutor|Redenumește|A reușit|A eșuat|A trecut|Efectuat|Verificat|Gata|Omis|În curs|N/A|Progres global"
        case "ru":
            "Да|Нет|OK|Отмена|Выход|Дополнительно|Справка|Переименовать|Успешно|Неудачно|Пройдено|Завершено|Проверено|Выполнено|Пропущено|Выполняется|Н/Д|Всего выполнено"
        case "rw": "Yego|Oya|OKE|Kureka|||Gufasha|Guhindura izina"
        case "sk":
            "Áno|Nie|OK|Zrušiť|VÝCHOD|Extra|Pomoc|Premenovať|Vporiadku|S chybou|Prešlo|Skompletované|Skontrolované|Dokončené|Preskočené|Spracováva|N/A|Celkový pokrok"
        case "sl":
            "Da|Ne|V redu|Prekliči|IZHOD|Dodatno|Pomoč|Preimenuj|Uspelo|Spodletelo|Prestalo|Končano|Preverjeno|Opravljeno|Preskočeno|V teku|N/A|Skupni napredek"
        case "sq":
            "Po|Jo|OK|Anuloje|DALJE|Ekstra|Ndihmë|Riemërtoje|Doli me sukses|Dështoi|Kaloi|U plotësua|U kontrollua|U bë|U anashkalua|Në ecuri e sipër|N/A|Ecuri Gjithsej"
        case "sr":
            "Да|Не|У реду|Поништи|ИЗЛАЗ|Додатно|Помоћ|Преименуј|Успешно|Неуспешно|Прошло|Завршено|Проверено|Урађено|Прескочено|У току|Н/Д|Укупно напредовање"
        case "sv":
            "Ja|Nej|OK|Avbryt|AVSLUTA|Extra|Hjälp|Byt namn|Lyckades|Misslyckades|Klarades|Färdig|Kontrollerad|Klar|Hoppades över|Pågår|Inte tillgänglig|Totalt förlopp"
        case "sw":
            "Ndio|Hapana|Sawa|Ghahiri|Funga|Nyongeza|Msaada|Badili jina|Inefanikiwa|Imeshindwa|Imepita|Imekamilika|Imetikiwa|Imemaliza|Imerukwa|Inaendelea|Haitumiki|Maendeleo kwa ujumla"
        case "th":
            "ใช่|ไม่|ตกลง|ยกเลิก|ออก|เพิ่มเติม|ช่วยเหลือ|เปลี่ยนชื่อ|สำเร็จ|ล้มเหลว|ผ่าน|เสร็จสิ้น|กาเครื่องหมาย|เรียบร้อย|ข้าม|กำลังดำเนินการ|ไม่มีอยู่|ความก้าวหน้าทั้งสิ้น"
        case "tr":
            "Evet|Hayır|Tamam|İptal|ÇIKIŞ|Ek|Yardım|Yeniden adlandır|Başarılı|Başarısız|Geçti|Tamamlandı|Denetlendi|Bitti|Atlandı|Sürüyor|Yok|Genel İlerleme"
        case "uk":
            "Так|Ні|Гаразд|Скасувати|ВИЙТИ|Додатково|Допомога|Перейменувати|Виконано|Помилка|Пройдено|Завершено|Перевірено|Виконано|Пропущено|Виконується|Н/д|Загальний поступ"
        case "vi":
            "Có|Không|OK|Thôi|THOÁT|Thêm|Trợ giúp|Thay tên|Thành công|Trượt|Đỗ|Hoàn toàn|Đã kiểm tra|Hoàn tất|Bị bỏ qua|Đang chạy|Không có|Toàn tiến hành"
        case "wa":
            "Oyi|Neni|'l est bon|Rinoncî|Moussî foû|Rawete|Aidance|Rilomer|Succès|Berwete|Passé|Tot fwait|Verifyî|Fwait|Passé houte|En alaedje|N/D|Avançmint"
        case "zh_CN": "是|否|确认|取消|退出|附加|帮助|重命名|成功|失败|已跳过|已完成|已检查|完成|跳过|进行中|N/A|整体进度"
        case "zh_TW": "是|否|確定|取消|離開|其他|求助|更名|成功|失敗|通過|完成|已檢查|完成|略過|正在進行|不明|整體進度"
        default: nil
        }
    }
}
