package a

import (
	"fmt"
	"net/http"
	"net/url"
)

const v1 = "http://api.example.com/v1"

// Invalid.

func invalid(base *url.URL, w http.ResponseWriter, r *http.Request, q string, id int) {
	http.Get("http://example.com/api/../v2/users")  // want `dotsegment: path of "http://example.com/api/../v2/users" has dot segments, which only relative references should have \(RFC 3986 §6.2.2.3\)`
	url.Parse("http://a/./b")                       // want `path of "http://a/./b" has dot segments`
	url.Parse("file:///x/../y")                     // want `path of "file:///x/../y"`
	http.Get("http://a/b/..")                       // want `path of "http://a/b/.."`
	http.Get("http://a/b/./")                       // want `path of "http://a/b/./"`
	http.Get("http://a/./b/../c/./d")               // want `path of "http://a/./b/../c/./d"`
	http.Get("http://a/b/../c?x=../y#./z")          // want `path of "http://a/b/../c\?x=../y#./z"`
	http.Get("http://a/b/../c?q=" + q)              // want `path of "http://a/b/../c\?q=…"`
	http.Get(fmt.Sprintf("http://a/./b?id=%d", id)) // want `path of "http://a/./b\?id=…"`
	http.Get("http://a/b/\x2e\x2e/c")               // want `path of "http://a/b/../c"`
	http.Get("http://u:hunter2@h/a/../b")           // want `path of "http://u:\*\*\*@h/a/../b"`
	base.Parse("https://a/x/../y")                  // want `path of "https://a/x/../y"`
	http.Get(v1 + "/../v2")                         // want `path of "http://api.example.com/v1/../v2"`
	url.Parse("ab:/.//b")                           // want `path of "ab:/.//b"`
	_ = httpGet("HTTP://A/b/../c")                  // want `path of "HTTP://A/b/../c"`
	http.Redirect(w, r, "https://a/../b", 302)      // want `path of "https://a/../b"`
	url.Parse("npipe:////./pipe/../x")              // want `path of "npipe:////./pipe/../x"`
}

func httpGet(u string) error {
	_, err := http.Get(u)
	return err
}

// Valid.

var apiDoc = "https://api.example.com/v1/../v2" // found by shape only: not for this check

func valid(base *url.URL, w http.ResponseWriter, r *http.Request, host, p string) {
	url.Parse("../x")
	base.Parse("../x")
	http.Redirect(w, r, "./a/../b", 302)
	http.Get("http://a/%2E%2E/b")               // not a dot segment to resolution
	http.Get("http://a/b..c/.d/..e/")           // dots within segments
	url.Parse("urn:a/../b")                     // a rootless path
	url.Parse("npipe:////./pipe/docker_engine") // a Windows device path, \\.\pipe\docker_engine
	http.Get("http://" + host + "/a/../b")
	http.Get("http://a/b/" + p + "/../c")
	http.Get("http://a/b?x=/../c")
	http.Get("http://a/b#/../c")
	http.Get("http://a/b c/../d") // not a URI: the syntax check's
	_ = url.URL{Scheme: "http", Host: "a", Path: "/a/../b"}
}
