package lima

import "strings"

func adjustMemBytesDarwinARM64HVF(memBytes, safeSize string) string {
	logrus.Warnf("Reducing the guest memory from %s to %s, to avoid host kernel panic on macOS <= 12.3; "+
		"Please update macOS to 12.4 or later; "+
		// Source: github.com/lima-vm/lima/v2/pkg/driver/qemu/qemu.go:386 (syntax: an issue link inside a concatenated warning message, prose by rule 4)
		"See https://github.com/lima-vm/lima/issues/795 for the further background.", // lookalike
		memBytes, safeSize)
	return safeSize
}

func warnIntelCPU(cpu string) {
	if !strings.Contains(cpu, ",-pdpe1gb") {
		// Source: github.com/lima-vm/lima/v2/pkg/driver/qemu/qemu.go:543 (syntax: a Stack Overflow link in parentheses inside a warning, prose by rule 4)
		logrus.Warnf("On Intel Mac, CPU type %#q typically needs `,-pdpe1gb` option (https://stackoverflow.com/a/72863744/5167443)", cpu) // lookalike
	}
}
