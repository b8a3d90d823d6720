package wrapperuser

import "wrapperlib"

func use(c *wrapperlib.Client) {
	c.Fetch("HTTP://fetched.example.com/")                // want `absolute-URI wrapperlib.Client.Fetch → net/http.Get "HTTP://fetched.example.com/"`
	wrapperlib.FetchAll("http://base/", "http://ref:80/") // want `URI-reference wrapperlib.FetchAll → net/url.Parse "http://base/"` `absolute-URI wrapperlib.FetchAll → wrapperlib.Client.Fetch → net/http.Get "http://ref:80/"`
	wrapperlib.NotAWrapper("HTTP://x")                    // want `shape shape "HTTP://x"`
	wrapperlib.Reassigned("HTTP://x")                     // want `shape shape "HTTP://x"`
}
