import AlerttyTerminal
import Glibc
import Testing

/// A fresh pseudo-terminal pair; the slave is handed to a TerminalDevice, which closes it.
func openPair(columns: UInt16 = 0, rows: UInt16 = 0) -> (master: Int32, slave: Int32) {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    openpty(&master, &slave, nil, nil, &size)
    return (master, slave)
}

func settings(_ fd: Int32) -> termios {
    var attributes = termios()
    tcgetattr(fd, &attributes)
    return attributes
}

@Suite(.serialized) struct TerminalDeviceTests {
    @Test func rawModeTurnsOffEchoAndLineEditingButKeepsSignalKeys() throws {
        let (master, slave) = openPair()
        defer { close(master) }
        let device = TerminalDevice(descriptor: slave)
        try device.enterRawMode()
        let raw = settings(slave)
        #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
        #expect(raw.c_lflag & tcflag_t(ISIG) != 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL) == 0)
    }

    @Test func restoreModePutsBackExactlyWhatWasThere() throws {
        let (master, slave) = openPair()
        defer { close(master) }
        let before = settings(slave)
        let device = TerminalDevice(descriptor: slave)
        try device.enterRawMode()
        try device.enterRawMode()  // entering twice must still restore the original, not the raw copy
        device.restoreMode()
        let after = settings(slave)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
    }

    @Test func windowSizeIsReportedAndZeroMeansUnknown() {
        let (master, slave) = openPair(columns: 100, rows: 30)
        defer { close(master) }
        let sized = TerminalDevice(descriptor: slave)
        #expect(sized.windowSize()! == (100, 30))

        let (otherMaster, otherSlave) = openPair()
        defer { close(otherMaster) }
        #expect(TerminalDevice(descriptor: otherSlave).windowSize() == nil)
    }

    @Test func readReturnsTypedBytesAndHangUpIsDetected() throws {
        let (master, slave) = openPair()
        let device = TerminalDevice(descriptor: slave)
        try device.enterRawMode()
        _ = write(master, "ab", 2)
        #expect(try device.read() == Array("ab".utf8))
        #expect(!device.isHungUp())
        close(master)
        #expect(device.isHungUp())
        let afterHangUp = try device.read()
        #expect(afterHangUp == nil || afterHangUp == [])
    }

    @Test func openingWithoutAControllingTerminalFails() {
        #expect(throws: SystemError.self) { try TerminalDevice(path: "/dev/null") }
    }
}

@Suite(.serialized) struct SignalWatcherTests {
    @Test func aRaisedSignalArrivesOnThePipeAndWakesThePoll() throws {
        let watcher = try SignalWatcher(signals: [SIGUSR1, SIGUSR2])
        raise(SIGUSR2)
        raise(SIGUSR1)
        #expect(try waitForInput([watcher.fd], timeout: 5) == [watcher.fd])
        #expect(watcher.drain() == [SIGUSR2, SIGUSR1])
        #expect(watcher.drain() == [])
    }

    @Test func waitTimesOutWithNothingReady() throws {
        let watcher = try SignalWatcher(signals: [SIGUSR1])
        #expect(try waitForInput([watcher.fd], timeout: 0) == [])
    }
}
