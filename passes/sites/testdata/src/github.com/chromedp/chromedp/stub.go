// Package chromedp is a stub of github.com/chromedp/chromedp, with the real signatures of the
// functions and fields that urilint's sink table names.
package chromedp

type NavigateAction interface{}

func Navigate(urlstr string) NavigateAction { return nil }
