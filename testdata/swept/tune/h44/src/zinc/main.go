package zinc

import "net/http"

// NewServer returns the HTTP server on the configured address.
func NewServer(app http.Handler) *http.Server {
	PORT := Global.ServerPort
	ADDRESS := Global.ServerAddress
	return &http.Server{
		// Source: github.com/zincsearch/zincsearch/cmd/zincsearch/main.go:78 (hostjoin: ADDRESS comes from the ZINC_SERVER_ADDRESS environment variable and is joined with a bare ':' into the http.Server listen address; relabelled from look-alike: an address is an authority, which the check's definition names)
		Addr:    ADDRESS + ":" + PORT, // defect hostjoin
		Handler: app,
	}
}
