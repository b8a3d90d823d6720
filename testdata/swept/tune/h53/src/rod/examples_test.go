package rod

import (
	"fmt"

	"github.com/go-rod/rod"
)

// Source: github.com/go-rod/rod/examples_test.go:591 (plainhttp: the example navigates the browser to plain http on the public host mdn.dev, which serves https, rule 1.)
func Example_page_pool() {
	page := rod.New().MustConnect().MustPage()
	page.MustNavigate("http://mdn.dev").MustWaitLoad() // defect plainhttp
	fmt.Println("ok")
}
