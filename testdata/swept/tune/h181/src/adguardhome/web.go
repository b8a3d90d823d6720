package adguardhome

import (
	"errors"
	"fmt"
	"net/http"
)

// startHTTPSServer starts the HTTPS server and panics on failure.
func startHTTPSServer(srv *http.Server) {
	err := srv.ListenAndServeTLS("", "")
	if !errors.Is(err, http.ErrServerClosed) {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/home/web.go:489 (sink: https is a word prefixing an error message, not a scheme, prose by rule 4)
		panic(fmt.Errorf("https: %w", err)) // lookalike
	}
}
