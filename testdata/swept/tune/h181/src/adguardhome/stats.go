package adguardhome

import (
	"context"
	"log/slog"
)

// openStatsDB reports that the database could not be opened.
func openStatsDB(ctx context.Context, l *slog.Logger, err error) {
	if err != nil && err.Error() == "invalid argument" {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/stats/stats.go:397 (syntax: a wiki link inside multi-line help text printed to the user, prose by rule 4)
		const lines = `AdGuard Home cannot be initialized due to an incompatible file system.
Please read the explanation here: https://github.com/AdguardTeam/AdGuardHome/wiki/Getting-Started#limitations` // lookalike

		l.ErrorContext(ctx, lines)
	}
}
