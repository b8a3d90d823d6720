package wakapi

import (
	"fmt"
	"net/http"
)

// SummaryHandler serves the summary page.
type SummaryHandler struct {
	config *Config
}

func (h *SummaryHandler) GetIndex(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("interval") == "" && q.Get("from") == "" {
		if intervalCookie, _ := r.Cookie("wakapi_summary_interval"); intervalCookie != nil {
			q.Set("interval", intervalCookie.Value)
			http.Redirect(w, r, fmt.Sprintf("%s/summary?%s", h.config.Server.BasePath, q.Encode()), http.StatusFound)
			return
		}

		q.Set("interval", "today")
		// Source: github.com/muety/wakapi/routes/summary.go:73 (escaper: by the escaper check nothing is wrong: the query is rebuilt from url.Values with Encode, the right query escaper)
		r.URL.RawQuery = q.Encode() // lookalike
	}
}
