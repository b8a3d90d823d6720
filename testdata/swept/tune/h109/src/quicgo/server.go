package quicgo

import (
	"fmt"
	"log"
	"net/http"
	"os"
)

func logPanic(p any, buf []byte) {
	// Source: github.com/quic-go/quic-go/interop/http09/server.go:108 (syntax: a log format that starts with the word http and a colon, not a URI.)
	log.Printf("http: panic serving: %v\n%s", p, buf) // lookalike
}

func readLogLevel(level string) int {
	switch level {
	case "debug":
		return 1
	default:
		// Source: github.com/quic-go/quic-go/internal/utils/log.go:128 (syntax: a URL inside a warning sentence is prose, not a URI.)
		fmt.Fprintln(os.Stderr, "invalid quic-go log level, see https://github.com/quic-go/quic-go/wiki/Logging") // lookalike
		return 0
	}
}

func warnBufferSize(err error) {
	// Source: github.com/quic-go/quic-go/sys_conn.go:63 (syntax: a URL inside a log sentence is prose, not a URI.)
	log.Printf("%s. See https://github.com/quic-go/quic-go/wiki/UDP-Buffer-Sizes for details.", err) // lookalike
}

func tilesHandler(w http.ResponseWriter, r *http.Request) {
	for i := range 200 {
		// Source: github.com/quic-go/quic-go/example/main.go:85 (escaper: an integer formatted into the query of a relative reference in HTML needs no escaping.)
		fmt.Fprintf(w, `<img src="/demo/tile?cachebust=%d">`, i) // lookalike
	}
}
