package adguardhome

import (
	"context"
	"log/slog"
)

// chmodErrorMsg returns the message logged when permissions cannot be changed.
func chmodErrorMsg(ctx context.Context, l *slog.Logger, err error) {
	var msg string
	if err != nil {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/permcheck/security_unix.go:117 (syntax: a knowledge-base link at the end of a log message joined to words before it, prose by rule 4)
		msg = "cannot change permissions; this can leave your system vulnerable, see " + "https://adguard-dns.io/kb/adguard-home/running-securely/#os-service-concerns" // lookalike
	}

	l.ErrorContext(ctx, msg, "err", err)
}
