// Package iris holds cases rewritten from github.com/kataras/iris/v12.
package iris

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"

	raven "github.com/getsentry/raven-go"
)

// Source: github.com/kataras/iris/v12/_examples/convert-handlers/real-usecase-raven/wrapping-the-router/main.go:16 (example sets a Sentry DSN made of placeholders)
func init() {
	raven.SetDSN("https://<public-key>:<secret-key>@errors.example.com/<project-id>") // lookalike
}

// Source: github.com/kataras/iris/v12/_examples/http-server/custom-httpserver/multi/main.go:32 (prints where the server listens)
func serveAdmin(h http.Handler) {
	srv := &http.Server{Addr: ":7070", Handler: h}
	go srv.ListenAndServe()
	println("Admin server listening on http://localhost:7070") // lookalike
}

// Source: github.com/kataras/iris/v12/middleware/recaptcha/recaptcha.go:92 (HTML form template with a script URL, filled by Sprintf)
var captchaForm = `<form action="%s" method="POST"><script src="https://captcha.example.com/api.js"></script><div class="captcha" data-sitekey="%s"></div></form>` // lookalike

func renderCaptcha(w http.ResponseWriter, action, key string) {
	fmt.Fprintf(w, captchaForm, action, key)
}

// Source: github.com/kataras/iris/v12/configuration.go:561 (language switch link: the language tag goes into the query unescaped; tags are URL-safe)
func languageHref(loc, param, lang string) string {
	return loc + "?" + param + "=" + lang // lookalike
}

// Source: github.com/kataras/iris/v12/context/context.go:5533 (Content-Disposition ext-value escaped with QueryEscape: a header value, not a URI)
func attachmentDisposition(filename string) string {
	return `attachment; filename*=UTF-8''` + url.QueryEscape(filename) // lookalike
}

// Source: github.com/kataras/iris/v12/core/host/proxy.go:31 (reverse proxy joins the target's decoded path with the request's)
func director(target *url.URL) func(*http.Request) {
	return func(req *http.Request) {
		req.URL.Scheme = target.Scheme
		req.URL.Host = target.Host
		req.URL.Path = path.Join(target.Path, req.URL.Path) // lookalike
	}
}

// Source: github.com/kataras/iris/v12/core/router/fs.go:595 (directory listing links: path.Join on the parsed request-target, an origin-form path)
func listingLink(r *http.Request, name string) (string, error) {
	u, err := url.Parse(r.RequestURI)
	if err != nil {
		return "", err
	}
	u.RawQuery = ""
	link := url.URL{Path: path.Join(u.String(), name)} // lookalike
	return link.String(), nil
}

// Source: github.com/kataras/iris/v12/cache/uri/uribuilder.go:89 (cache client URL: the scheme variable already ends in "://" and the code adds "://" again)
func cacheServerURL(serverAddr, key string) string {
	remoteURL := serverAddr
	if !strings.HasSuffix(remoteURL, "/") {
		remoteURL += "/"
	}
	scheme := "http://"
	if !strings.Contains(remoteURL, "://") {
		if strings.Contains(remoteURL, ":443") {
			remoteURL = "https://" + remoteURL // lookalike
		} else {
			remoteURL = scheme + "://" + remoteURL // defect sink
		}
	}
	return remoteURL + "?cache_key=" + url.QueryEscape(key)
}
