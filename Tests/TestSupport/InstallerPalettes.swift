/// Palette files from real installers, the lines of theirs that colour what alertty draws:
/// the parsers' tests and the end-to-end tests against the real tools share them.
public enum InstallerPalettes {
    /// A Raspberry Pi helper script's "Readable palette matching raspi-config on Pi OS"
    /// (`PI_NEWT_COLORS`), newline-separated.
    public static let raspiConfigLike = """
        root=,blue
        window=,lightgray
        border=black,lightgray
        title=black,lightgray
        button=black,cyan
        actbutton=white,blue
        checkbox=black,lightgray
        actcheckbox=black,cyan
        listbox=black,lightgray
        actlistbox=black,cyan
        label=black,lightgray
        """
    /// A Proxmox helper script's alert (`whip_alert`, smarthome-iot.net), indented as given.
    public static let proxmoxAlert = """
              window=black,red
              border=white,red
              textbox=white,red
              button=black,yellow
        """
    /// dialog's samples/slackware.rc ("matches Slackware color scheme", Slackware's setup), its colour lines.
    public static let slackware = """
        use_shadow = ON
        use_colors = ON
        screen_color = (WHITE,BLUE,OFF)
        shadow_color = (WHITE,BLACK,OFF)
        dialog_color = (BLACK,CYAN,OFF)
        title_color = (YELLOW,CYAN,ON)
        border_color = (CYAN,CYAN,ON)
        button_active_color = (WHITE,BLUE,ON)
        button_inactive_color = dialog_color
        button_key_active_color = button_active_color
        button_key_inactive_color = (RED,CYAN,OFF)
        button_label_active_color = button_active_color
        button_label_inactive_color = (BLACK,CYAN,ON)
        inputbox_color = (BLUE,WHITE,OFF)
        item_color = dialog_color
        item_selected_color = screen_color
        tag_color = title_color
        tag_selected_color = screen_color
        check_selected_color = (WHITE,CYAN,ON)
        border2_color = dialog_color

        """
    /// dialog's samples/whiptail.rc ("matches whiptail's color scheme"), its colour lines.
    public static let whiptailLike = """
        # Screen color
        screen_color = (YELLOW,BLUE,ON)
        dialog_color = (BLACK,WHITE,OFF)
        title_color = (RED,WHITE,ON)
        border_color = (WHITE,WHITE,ON)
        button_active_color = (WHITE,RED,ON)
        button_inactive_color = dialog_color
        menubox_color = (YELLOW,BLUE,OFF)
        item_color = menubox_color
        item_selected_color = screen_color
        menubox_border2_color = screen_color

        """
}
