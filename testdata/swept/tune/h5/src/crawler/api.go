package crawler

import (
	"errors"
	"log"
	"net/http"
)

// Source: github.com/lizongying/go-crawler/pkg/api/api.go:30 (log line naming the URLs the API listens on)
func serve(srv *http.Server, lanIP string) {
	log.Printf("api at http://%s%s http://%s%s", "localhost", srv.Addr, lanIP, srv.Addr) // lookalike
	if err := srv.ListenAndServe(); err != nil {
		// Source: github.com/lizongying/go-crawler/pkg/api/api.go:32 (compares net/http's "http: Server closed" error text)
		if err.Error() == "http: Server closed" { // lookalike
			return
		}
		log.Print(errors.Unwrap(err))
	}
}
