package lima

func validateIntelMacKernel(vmType string) {
	logrus.Warnf("vmType %s: On Intel Mac, macOS 15.5 or later is required to run Linux 6.12 or later. "+
		// Source: github.com/lima-vm/lima/v2/pkg/driver/vz/vz_driver_darwin.go:273 (syntax: an issue link in parentheses at the end of a warning message, prose by rule 4)
		"Update macOS, or change vmType to `qemu` if the VM does not start up. (https://github.com/lima-vm/lima/issues/3334)", // lookalike
		vmType)
}
