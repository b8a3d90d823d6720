// Package bugsnag holds the cases of github.com/bugsnag/bugsnag-go/v2.
package bugsnag

import (
	"net/http"
	"net/url"
	"strings"
)

// RequestJSON is the request part of an event.
type RequestJSON struct {
	ClientIP   string
	HTTPMethod string
	URL        string
	Referer    string
}

// ParamsFilters are the query parameters whose values are filtered.
var ParamsFilters = []string{"password", "secret", "access_token"}

func contains(list []string, s string) bool {
	for _, v := range list {
		if strings.Contains(strings.ToLower(s), v) {
			return true
		}
	}
	return false
}

func extractRequestInfoFromReq(req *http.Request) *RequestJSON {
	return &RequestJSON{
		ClientIP:   req.RemoteAddr,
		HTTPMethod: req.Method,
		URL:        sanitizeURL(req),
		Referer:    req.Referer(),
	}
}

// sanitizeURL will build up the URL matching the request. It will filter
// query parameters to remove sensitive fields.
func sanitizeURL(req *http.Request) string {
	scheme := "http"
	if req.TLS != nil {
		scheme = "https"
	}

	rawQuery := req.URL.RawQuery
	parsedQuery, err := url.ParseQuery(req.URL.RawQuery)
	if err != nil {
		return scheme + "://" + req.Host + req.RequestURI
	}

	changed := false
	for key, values := range parsedQuery {
		if contains(ParamsFilters, key) {
			for i := range values {
				values[i] = "BUGSNAG_URL_FILTERED"
				changed = true
			}
		}
	}
	if changed {
		rawQuery = parsedQuery.Encode()
		rawQuery = strings.Replace(rawQuery, "BUGSNAG_URL_FILTERED", "[FILTERED]", -1)
	}

	u := url.URL{
		Scheme:   scheme,
		Host:     req.Host,
		Path:     req.URL.Path,
		RawQuery: rawQuery,
	}
	return u.String()
}

// Handler reports panics of h.
func Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				_ = extractRequestInfoFromReq(r)
				w.WriteHeader(http.StatusInternalServerError)
			}
		}()
		h.ServeHTTP(w, r)
	})
}
