package a

import (
	"fmt"
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"
)

// Invalid.

func invalid(base *url.URL, w http.ResponseWriter, r *http.Request, c *gin.Context, key, id string) {
	base.Parse("images:annotate")                                 // want `colonpath: "images:annotate" reads as a URI of scheme "images", not as a relative path; a first segment with ':' needs "./" in front \(RFC 3986 §4.2\)`
	http.Redirect(w, r, "user:alice/profile", 302)                // want `"user:alice/profile" reads as a URI of scheme "user"`
	http.Redirect(w, r, "projects:list?page=2", http.StatusFound) // want `scheme "projects"`
	base.Parse("v1:batchGet#top")                                 // want `scheme "v1"`
	base.Parse("Images:annotate")                                 // want `scheme "Images"`
	base.Parse("images:annotate?key=" + key)                      // want `"images:annotate\?key=…" reads as a URI of scheme "images"`
	base.Parse(fmt.Sprintf("models:predict/%s", id))              // want `"models:predict/…" reads as a URI of scheme "models"`
	base.Parse("\x69mages:annotate")                              // want `"images:annotate" reads as a URI`
	redirect(w, r, "team:red")                                    // want `"team:red" reads as a URI of scheme "team"`
	c.Redirect(http.StatusFound, "orders:recent")                 // want `"orders:recent" reads as a URI of scheme "orders"`
	base.Parse("team:a/b:c@d")                                    // want `"team:a/b:\*\*\*@d" reads as a URI of scheme "team"`
	base.Parse("tags:a b")                                        // want `"tags:a b" reads as a URI of scheme "tags"`
}

func redirect(w http.ResponseWriter, r *http.Request, to string) {
	http.Redirect(w, r, to, http.StatusFound)
}

// Valid.

var homeURL = "https://example.com/x:y" // found by shape only, and has a known scheme

func valid(base *url.URL, w http.ResponseWriter, r *http.Request, id, prefix string) {
	base.Parse("./images:annotate")
	base.Parse("mailto:ops@example.com") // a known scheme
	base.Parse("http:foo")
	http.Redirect(w, r, "localhost:8080/x", 302) // host:port
	http.Redirect(w, r, "localhost:8080", 302)
	http.Redirect(w, r, "com.example.app:/oauth2redirect", 302) // private-use scheme
	http.Redirect(w, r, "com.example.app:done", 302)
	http.Redirect(w, r, "myapp://callback", 302)
	http.Redirect(w, r, "myapp:/callback", 302)
	http.Redirect(w, r, "admin:secret@example.com", 302) // an authority without "//"
	http.Redirect(w, r, "C:x", 302)                      // a drive letter
	base.Parse("images/x:y")                             // the colon is in the second segment
	base.Parse("a?b:c")                                  // the colon is in the query
	base.Parse("user:" + id)                             // could be a port
	base.Parse(prefix + ":x")
	base.Parse("1a:b") // not a scheme: the syntax check's
	url.Parse("images:annotate")
	_ = url.URL{Path: "images:annotate"} // net/url writes it with "./"
}
