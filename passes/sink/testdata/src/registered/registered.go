package registered

import "net/http"

// A scheme registered with a transport is one the package's clients can
// use.
func registered() {
	tr := &http.Transport{}
	tr.RegisterProtocol("foo", nil)
	c := &http.Client{Transport: tr}
	c.Get("foo://bar.example.com/path")
	c.Get("ftp://bar.example.com/path") // want `needs an http, https or foo URI, but "ftp://bar.example.com/path" has scheme "ftp"`
}
