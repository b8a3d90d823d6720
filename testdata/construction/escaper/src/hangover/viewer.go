// Package hangover mirrors the HTML views of a graph browser.
package hangover

import (
	"html/template"
	"net/http"
	"net/url"
	"strconv"
)

// Viewer serves entity pages.
type Viewer struct {
	canonical map[string]string
	bundles   map[string]string
}

// Source: github.com/FAU-CDI/hangover/internal/viewer/html.go:417 (entity URI escaped with url.PathEscape as the value of the uri query parameter of a redirect)
func (v *Viewer) entityResolve(w http.ResponseWriter, r *http.Request, uri string) {
	bundle, ok := v.bundles[uri]
	if !ok {
		http.NotFound(w, r)
		return
	}
	canon := v.canonical[uri]
	target := "/entity/" + bundle + "?uri=" + url.PathEscape(canon) // defect escaper
	http.Redirect(w, r, target, http.StatusTemporaryRedirect)
}

// Source: github.com/FAU-CDI/hangover/internal/viewer/html.go:441 (resolved URI escaped with url.PathEscape as the value of the uri query parameter of a redirect)
func (v *Viewer) sendToResolver(w http.ResponseWriter, r *http.Request, uri string) {
	target := "/resolver/get?uri=" + url.PathEscape(uri) // defect escaper
	http.Redirect(w, r, target, http.StatusTemporaryRedirect)
}

// Source: github.com/FAU-CDI/hangover/internal/viewer/html.go:476 (bundle name escaped with url.PathEscape in the path and entity URI with url.QueryEscape in the query)
func downloadLinks(bundle, uri string) (template.URL, template.URL) {
	suffix := url.PathEscape(bundle) + "?uri=" + url.QueryEscape(uri) // lookalike
	return template.URL("/api/v1/ntriples/" + suffix), template.URL("/api/v1/turtle/" + suffix)
}

// Source: github.com/FAU-CDI/hangover/internal/viewer/html.go:315 (bundle name escaped with url.PathEscape in the path; only numbers go in the query)
func pageLink(bundleName string, limit, skip int) template.URL {
	if skip < 0 {
		skip = 0
	}
	return template.URL("/bundle/" + url.PathEscape(bundleName) + "?limit=" + strconv.Itoa(limit) + "&" + "skip=" + strconv.Itoa(skip)) // lookalike
}
