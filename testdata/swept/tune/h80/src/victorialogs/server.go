package victorialogs

import (
	"flag"
	"fmt"
	"net/http"
)

// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlinsert/syslog/syslog.go:69 (syntax: docs link inside flag help text, prose by rule 4; uniform sample 1 of 2 from 152 prose candidates)
var ignoreFieldsTCP = flag.String("syslog.ignoreFields.tcp", "", "Fields to ignore at logs ingested via the corresponding -syslog.listenAddr.tcp. "+
	`See https://docs.victoriametrics.com/victorialogs/data-ingestion/syslog/#dropping-fields`) // lookalike

func writeIndex(w http.ResponseWriter) {
	w.Header().Add("Content-Type", "text/html; charset=utf-8")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/victoria-logs/main.go:85 (syntax: HTML text with an href and link text written to the index page, prose by rule 4)
	fmt.Fprintf(w, "See docs at <a href='https://docs.victoriametrics.com/victorialogs/'>https://docs.victoriametrics.com/victorialogs/</a></br>") // lookalike
}

// redirectVMUI serves the vmui route requested without its trailing slash.
func redirectVMUI(w http.ResponseWriter, r *http.Request) {
	_ = r.ParseForm()
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlselect/main.go:179 (baseslash: relative redirect from the vmui route without trailing slash resolves to the vmui directory under the same prefix on purpose, so it survives a proxy path prefix)
	newURL := "vmui/?" + r.Form.Encode() // lookalike
	http.Redirect(w, r, newURL, http.StatusFound)
}
