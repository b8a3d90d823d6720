package chromedp

import "context"

// Action is a step run against the browser.
type Action func(ctx context.Context) error

// Navigate makes the current tab load urlstr.
func Navigate(urlstr string) Action {
	return func(ctx context.Context) error { panic("stub") }
}

// Do runs the actions in order.
func Do(ctx context.Context, actions ...Action) error {
	for _, a := range actions {
		if err := a(ctx); err != nil {
			return err
		}
	}
	return nil
}
