package handlers

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// LogFormatterParams holds what a log formatter writes.
type LogFormatterParams struct {
	Request    *http.Request
	URL        url.URL
	TimeStamp  time.Time
	StatusCode int
	Size       int
}

func writeLog(w io.Writer, params LogFormatterParams) {
	fmt.Fprintf(w, "%s %s %d %d\n", params.Request.Method, params.URL.RequestURI(), params.StatusCode, params.Size)
}

func writeCombinedLog(w io.Writer, params LogFormatterParams) {
	writeLog(w, params)
}
