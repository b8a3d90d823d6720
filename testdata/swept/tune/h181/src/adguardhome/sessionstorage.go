package adguardhome

import (
	"context"
	"errors"
	"log/slog"
)

// errInvalid is a stand-in for bbolt's berrors.ErrInvalid.
var errInvalid = errors.New("invalid argument")

// openSessionsDB reports the incompatible file system error.
func openSessionsDB(ctx context.Context, logger *slog.Logger, err error) {
	if errors.Is(err, errInvalid) {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghuser/sessionstorage.go:118 (syntax: the documentation link sits inside help text joined to words around it, prose by rule 4)
		const s = "AdGuard Home cannot be initialized due to an incompatible file system.\n" + "Please read the explanation here: https://adguard-dns.io/kb/adguard-home/getting-started/#limitations" // lookalike
		logger.ErrorContext(ctx, s)
	}
}
