package goshopify

import "testing"

func TestAppAuthorizeUrl(t *testing.T) {
	cases := []struct {
		shopName    string
		nonce       string
		expected    string
		errExpected string
	}{
		{
			"fooshop",
			"thenonce",
			"https://fooshop.myshopify.com/admin/oauth/authorize?client_id=apikey&redirect_uri=https%3A%2F%2Fexample.com%2Fcallback&scope=read_products&state=thenonce",
			"",
		},
		{
			"foo^^shop",
			"thenonce",
			"",
			// Source: github.com/bold-commerce/go-shopify/oauth_test.go:36 (syntax: the text of the parse error a row expects for a bad shop name, a message quoting a URI, no URI, rule 2a/4)
			`parse "https://foo^^shop.myshopify.com": invalid character "^" in host name`, // lookalike
		},
	}

	for _, c := range cases {
		actual, err := app.AuthorizeUrl(c.shopName, c.nonce)
		if (c.errExpected == "" && err != nil) || (c.errExpected != "" && err.Error() != c.errExpected) {
			t.Fatalf("App.AuthorizeUrl(): err expected %s, err actual %s", c.errExpected, err)
		}
		if actual != c.expected {
			t.Fatalf("App.AuthorizeUrl(): expected %s, actual %s", c.expected, actual)
		}
	}
}
