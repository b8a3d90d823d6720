package osvscanner

import (
	"fmt"
	"net/http"
	"time"
)

// cmdloggerInfof stands in for cmdlogger.Infof, which prints to the terminal.
func cmdloggerInfof(format string, args ...any) { fmt.Printf(format+"\n", args...) }

// sets default port(8000) as a global variable
var (
	servePort = "8000" // default port
)

// ServeHTML serves the single HTML file for remote accessing.
// The program will keep running to serve the HTML report on localhost
// until the user manually terminates it (e.g. using Ctrl+C).
func ServeHTML(outputPath string) {
	// Source: github.com/google/osv-scanner/v2/cmd/osv-scanner/internal/helper/misc.go:26 (port: the %s verb is filled with the constant port 8000, a valid port, and the URL is only printed for the user, by the template rule (judged as the URI it becomes when filled) and by the rule that a value only compared, searched for or printed is no URI use)
	localhostURL := fmt.Sprintf("http://localhost:%s/", servePort) // lookalike
	cmdloggerInfof("Serving HTML report at %s", localhostURL)
	server := &http.Server{
		// Source: github.com/google/osv-scanner/v2/cmd/osv-scanner/internal/helper/misc.go:31 (hostjoin: a listen address with an empty host and a port, not a URI authority with a host that could be IPv6, by the hostjoin definition, which needs a host and port joined into a URI or authority)
		Addr: ":" + servePort, // lookalike
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.ServeFile(w, r, outputPath)
		}),
		ReadHeaderTimeout: 3 * time.Second,
	}
	if err := server.ListenAndServe(); err != nil {
		fmt.Printf("Failed to start server: %v\n", err)
	}
}
