package rod

import (
	"io"
	"net/http"

	"github.com/go-rod/rod"
)

// Source: github.com/go-rod/rod/lib/examples/debug-deadlock/main.go:22 (plainhttp: the example browses plain http to the public host mdn.dev, which serves https.)
func yourCodeHere() {
	page := rod.New().MustConnect().MustPage("http://mdn.dev") // defect plainhttp
	_ = page
}

// Source: github.com/go-rod/rod/lib/examples/custom-launch/main.go:19 (plainhttp: example.com is a reserved documentation domain.)
func customLaunch() {
	page := rod.New().MustConnect().MustPage("http://example.com").MustWaitLoad() // lookalike
	_ = page
}

// Source: github.com/go-rod/rod/lib/examples/use-rod-like-chrome-extension/main.go:62 (credentials: the '@' is in the path, an npm scope and version, not a userinfo before the host.)
func jsLib() string {
	return get("https://unpkg.com/@popperjs/core@2") + get("https://unpkg.com/tippy.js@6") // lookalike
}

func get(u string) string {
	res, err := http.Get(u)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		panic(err)
	}
	return string(b)
}
