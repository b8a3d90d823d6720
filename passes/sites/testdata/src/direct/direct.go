package direct

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
)

func calls(c *http.Client, w http.ResponseWriter, r *http.Request, base *url.URL) {
	url.Parse("HTTP://example.com/")                                   // want `URI-reference net/url.Parse "HTTP://example.com/"`
	url.ParseRequestURI("/a b")                                        // want `request-URI net/url.ParseRequestURI "/a b"`
	base.Parse("images:annotate")                                      // want `relative-ref \(\*net/url.URL\).Parse "images:annotate"`
	url.JoinPath("http://x:80/", "a")                                  // want `URI-reference net/url.JoinPath "http://x:80/"`
	http.Get("example.com/x")                                          // want `absolute-URI net/http.Get "example.com/x"`
	http.Head("http://h/")                                             // want `absolute-URI net/http.Head "http://h/"`
	http.Post("http://h/", "text/plain", nil)                          // want `absolute-URI net/http.Post "http://h/"`
	http.PostForm("http://h/", nil)                                    // want `absolute-URI net/http.PostForm "http://h/"`
	http.NewRequest("GET", "ftp://h/", nil)                            // want `URI-reference net/http.NewRequest "ftp://h/"`
	http.NewRequestWithContext(context.TODO(), "GET", "http://h", nil) // want `URI-reference net/http.NewRequestWithContext "http://h"`
	c.Get("http://a b/")                                               // want `absolute-URI \(\*net/http.Client\).Get "http://a b/"`
	http.Redirect(w, r, "user:42/profile", http.StatusFound)           // want `relative-ref net/http.Redirect "user:42/profile"`
	httptest.NewRequest("GET", "/p?q", nil)                            // want `request-target net/http/httptest.NewRequest "/p\?q"`
	url.UserPassword("admin", "hunter2")                               // want `component\(userinfo\) net/url.UserPassword "admin:hunter2"`
	url.UserPassword("admin", r.Host)                                  // not constant: no site
}
