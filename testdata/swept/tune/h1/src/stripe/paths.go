package stripe

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Source: github.com/stripe/stripe-go/v85/stripe.go:1481 (FormatURLPath escapes every path parameter with url.QueryEscape before Sprintf into "/v1/…/%s")
func formatPath(format string, params ...string) string {
	args := make([]interface{}, len(params))
	for i, p := range params {
		args[i] = url.QueryEscape(p) // defect escaper
	}
	return fmt.Sprintf(format, args...)
}

// CouponPath is the path of a coupon, whose ID is chosen by users.
func CouponPath(id string) string {
	return formatPath("/v1/coupons/%s", id)
}

// Source: github.com/stripe/stripe-go/v85/testing/testing.go:66 (probe of a local mock server at "https://localhost:" + port from the environment)
func probeMock() error {
	port := os.Getenv("PAYMENTS_MOCK_PORT")
	resp, err := http.Get("https://localhost:" + port) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/stripe/stripe-go/v85/example/generated_examples_test.go:1455 (description text of a created object mentioning a docs URL)
var chargeDescription = "First test charge (created for API docs at https://docs.example.com/api)" // lookalike
