package rod

import (
	"net/http"
	"strings"
)

// Source: github.com/go-rod/rod/lib/examples/stripe/main.go:36 (escaper: a Stripe token id raw in a form value; whether an ID needs escaping is not known from the code; one of a sample of 14 of 47 swept look-alike lines.)
func getRedirectURL(token string) (*http.Response, error) {
	body := "amount=100&currency=usd&confirm=true&payment_method_data[card][token]=" + token // lookalike
	// Source: github.com/go-rod/rod/lib/examples/stripe/main.go:34 (baseslash: the path with a leading slash is concatenated after the API base by post, not resolved against it.)
	return post("/payment_intents", body) // lookalike
}

// Source: github.com/go-rod/rod/lib/examples/stripe/main.go:41 (baseslash: a constant path with leading slash concatenated, not resolved, after the API base, so nothing is dropped; one of a sample of 14 of 47 swept look-alike lines.)
func post(path, body string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, "https://api.stripe.com/v1"+path, strings.NewReader(body)) // lookalike
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
