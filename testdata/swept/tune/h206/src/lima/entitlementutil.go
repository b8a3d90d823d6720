package lima

import (
	"context"
	"os"
	"os/exec"
)

// Sign signs qExe with the com.apple.security.hypervisor entitlement, written as a plist.
func Sign(ctx context.Context, qExe string) error {
	ent, err := os.CreateTemp("", "lima-qemu-entitlements-*.xml")
	if err != nil {
		return err
	}
	defer os.RemoveAll(ent.Name())
	const entXML = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		// Source: github.com/lima-vm/lima/v2/pkg/driver/qemu/entitlementutil/entitlementutil.go:49 (plainhttp: the fixed system identifier of Apple's plist DOCTYPE, an identifier codesign never fetches, so no URI use by the closing rule on printed values)
		`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
		`<plist version="1.0"><dict><key>com.apple.security.hypervisor</key><true/></dict></plist>`
	if _, err = ent.WriteString(entXML); err != nil {
		ent.Close()
		return err
	}
	ent.Close()
	return exec.CommandContext(ctx, "codesign", "--sign", "-", "--entitlements", ent.Name(), "--force", qExe).Run()
}

// AskToSignIfNotSignedProperly prints hints when QEMU is not signed.
func AskToSignIfNotSignedProperly(isColimaWrapper, ans bool) {
	if isColimaWrapper {
		// Source: github.com/lima-vm/lima/v2/pkg/driver/qemu/entitlementutil/entitlementutil.go:90 (syntax: an issue link inside a hint message, prose by rule 4)
		logrus.Info("Hint: the warning above is usually negligible for colima ( Printed due to https://github.com/abiosoft/colima/issues/796 )") // lookalike
	}
	if !ans {
		// Source: github.com/lima-vm/lima/v2/pkg/driver/qemu/entitlementutil/entitlementutil.go:108 (syntax: an issue link followed by a spaced period inside a warning, prose by rule 4)
		logrus.Warn("If QEMU does not start up, you may have to sign the QEMU binary with the `com.apple.security.hypervisor` entitlement manually. See https://github.com/lima-vm/lima/issues/1742 .") // lookalike
	}
}
