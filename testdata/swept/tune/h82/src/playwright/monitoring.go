package playwright

import "github.com/mxschmitt/playwright-go"

func monitor(page playwright.Page) error {
	// Source: github.com/mxschmitt/playwright-go/examples/network-monitoring/main.go:32 (plainhttp: the example navigates over plain http to the public host todomvc.com, which serves https)
	_, err := page.Goto("http://todomvc.com/examples/react/", playwright.PageGotoOptions{}) // defect plainhttp
	return err
}
