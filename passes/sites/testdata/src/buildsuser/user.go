package buildsuser

import (
	"net/url"

	"formatlib"
)

func use(c *formatlib.Client, host, name string, port int) {
	_ = c.Do("GET", "/users/%s", url.QueryEscape(name))                   // want `format "/users/…"`
	_ = formatlib.Get("http://%s:%d/x", host, port)                       // want `format "http://…:…/x"`
	_ = formatlib.URLf("/repos/%s", url.QueryEscape(name))                // want `format "/repos/…"`
	_ = formatlib.Via("p", "https://api.example.com/u/%s", name)          // want `format "https://api.example.com/u/…"`
	_ = formatlib.Prints("https://%s", host)                              // no helper
	_ = formatlib.URLf("https://api.example.com/%s", name) + "?q=" + name // want `format "https://api.example.com/…"` `concat "https://api.example.com/…\?q=…"`
}
