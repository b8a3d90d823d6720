package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

const apiV2 = "v2/api"

// Invalid.

func constants() {
	// after github.com/markbates-style urls package doc (find_string id 27375290397): urls/urls.go
	_ = path.Join("http://original.example.com/stuff", "addition") // want `path.Join makes "http:/original.example.com/stuff/addition" of a URI: it collapses the "//" before the authority \(RFC 3986 §3.2\); use url.JoinPath`

	// after yyoshiki41/go-radiko: stream.go
	_ = path.Join("http://radio.example.jp", apiV2, "station/stream_multi") // want `path.Join makes "http:/radio.example.jp/v2/api/station/stream_multi"`

	// trailing slash: url.JoinPath keeps it, path.Join drops it.
	_ = path.Join("https://api.example.com/", "v1/") // want `makes "https:/api.example.com/v1"`

	// a Clean of a whole URI, after a Bing wallpaper client (find_string id 5926248362)
	_ = path.Clean("https://www.example.com/th/a.jpg") // want `path.Clean makes "https:/www.example.com/th/a.jpg" of a URI`
}

func holes(version, reqPath, name, ip, sub, addr, id, key, login, root, bucket, endpoint, port, svc, region, tenant string) {
	// after a Twitter API client (find_string id 37510464480): v1
	_ = path.Join("https://api.twitter.example", version, reqPath) // want `makes "https:/api.twitter.example/…/…"`

	// after github.com/kendfss command init (find_string id 26611240888): cli.URL
	_ = filepath.Join("https://github.example/kendfss", name) // want `filepath.Join makes "https:/github.example/kendfss/…" of a URI: it collapses the "//" before the authority \(RFC 3986 §3.2\) and writes '\\' on Windows; use url.JoinPath`

	// after a music player pushing play URLs (find_string id 44812082404)
	_ = path.Join("http://", ip, "music", sub, name) // want `makes "http:/…/music/…/…"`

	// after an avatar upload handler (find_string id 68293587406)
	_ = path.Join("https://", addr, "/api/v1/avatars/", id) // want `makes "https:/…/api/v1/avatars/…"`

	// after vim-volt/volt: plugconf/plugconf.go
	_ = path.Join("https://raw.example.com/volt/templates", key+".vim") // want `makes "https:/raw.example.com/volt/templates/….vim"`

	// after a Bitrise Appetize step (find_string id 15246155226): main.go
	_ = path.Join("https://appetize.example/app", key) // want `makes "https:/appetize.example/app/…"`

	// after a go-get vanity server (find_string id 8558617415)
	_ = path.Join("https://github.com", login, root) // want `makes "https:/github.com/…/…"`

	// after github.com/enpitut2018/IvyWestWinterServer: app/userface/userface.go
	imagePath := filepath.Join("/user-face-photos", id+".jpg")
	_ = filepath.Join("https://s3.example.com/ivy/", imagePath) // want `filepath.Join makes "https:/s3.example.com/ivy/…"`

	// after an article store uploading images to S3 (find_string id 44379858932)
	_ = filepath.Join(fmt.Sprintf("https://%s.s3.example.com/", bucket), key) // want `makes "https:/….s3.example.com/…"`

	// after an OSS storage driver (find_string id 1560324477): ToSlash does not bring the slash back
	_ = filepath.ToSlash(filepath.Join(fmt.Sprintf("https://%s.%s", bucket, endpoint), key)) // want `makes "https:/…\.…/…"`

	// after a CLI opening an admin page (find_string id 7049300206)
	_ = filepath.Join(fmt.Sprintf("http://localhost:%s/", port), svc) // want `makes "http:/localhost:…/…"`

	// after a ticket mailer (find_string id 52532428899)
	_ = path.Join(fmt.Sprintf("https://s3-%s.example.com", region), bucket, tenant) // want `makes "https:/s3-….example.com/…/…"`

	// after a Bing wallpaper client (find_string id 5926248362)
	_ = path.Clean("https://cn.example.com/" + key) // want `path.Clean makes "https:/cn.example.com/…"`

	// a password is hidden
	_ = path.Join("https://user:hunter2@example.com", key) // want `makes "https:/user:\*\*\*@example.com/…"`
}

func redirect(w http.ResponseWriter, r *http.Request) {
	// after an HTTPS redirector (find_string id 43481804627)
	host := strings.Split(r.Host, ":")[0]
	target := path.Join("https://"+host, r.URL.Path) // want `makes "https:/…/…"`
	http.Redirect(w, r, target, http.StatusMovedPermanently)
}

func graphqlTest(host, target string) {
	// after a GraphQL endpoint test (find_string id 28175227208): the request goes to path "/host/graphql"
	_ = httptest.NewRequest(http.MethodPost, path.Join(fmt.Sprintf("http://%s", host), target), nil) // want `makes "http:/…/…"`
}

func assigned(version string) string {
	base := "https://api.example.com"
	return path.Join(base, version) // want `makes "https:/api.example.com/…"`
}

// Valid.

func valid(u *url.URL, v, dir, host, port, pattern, addr string) {
	// after a Nebula controller client (find_string id 19047154269): the path part only
	u.Path = path.Join(u.Path, "config")
	// after a sabakan client (find_string id 47562692529)
	u.Path = path.Join(u.Path, "/api/v1", v)
	_ = path.Join("/api", v)
	// after golang-migrate users (find_string id 33014313200): "file:/abs" names the same file
	_ = filepath.Join("file://", dir)
	// after a Dendrite test config (find_string id 9973998601)
	_ = filepath.Join("file://", dir, "federationapi.db")
	_ = path.Join("file:///srv", v)
	// after a test HTTP handler (find_string id 49283429304): the scheme is added after the join
	_ = "http://" + path.Join("localhost:8080", "/test/path")
	// after a martian proxy setup (find_string id 31139377823): a mux pattern, no scheme
	_ = path.Join("localhost:8181", pattern)
	_ = path.Join("localhost"+addr, pattern)
	// after an upload server banner (find_string id 49886512238)
	_ = path.Join("localhost:"+port, "upload")
	// after contour's route names (find_string id 11097326272): "https" is a word
	_ = path.Join("https", host)
	// after a blog generator's output directory (find_string id 17014975090)
	_ = path.Join("http", v)
	// after cloud-mta-build-tool tests (find_string id 2806246606): no "//"
	_ = filepath.Join("https:", " ", "github.com")
	// a drive letter, not a scheme
	_ = filepath.Join("C://Users", v)
	// after a signal client test (find_string id 67005727424): both sides cleaned alike
	_ = filepath.Clean(v) == filepath.Clean("https://signal.example.com")
	// the start is unknown
	_ = path.Join(v, "https://example.com")
	parts := []string{"https://example.com", v}
	_ = path.Join(parts...)
}

func validCorpus(endpoint *url.URL, ep, dest, pkgPath, redirect string) {
	// after prometheus/client_golang: api/client.go
	_ = strings.Split(path.Join(endpoint.Path, ep), "/")
	// after Go's cmd/compile/internal/logopt/log_opts.go: a file path escaped for a URI later
	_ = filepath.Join(dest, url.PathEscape(pkgPath))
	// after Go's net/http/server.go: a request path
	_ = path.Clean(redirect)
	// after Go's cmd/vendor/github.com/google/pprof/internal/symbolz/symbolz.go
	endpoint.Path = path.Clean(endpoint.Path + "/../symbol")
}
