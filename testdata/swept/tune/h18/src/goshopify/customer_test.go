package goshopify

import (
	"errors"
	"reflect"
	"testing"
)

func TestCustomerListWithPagination(t *testing.T) {
	cases := []struct {
		linkHeader         string
		expectedPagination *Pagination
		expectedErr        error
	}{
		// Expect empty pagination when there is no link header
		{
			"",
			new(Pagination),
			nil,
		},
		// Invalid link header responses
		{
			"invalid link",
			nil,
			ResponseDecodingError{Message: "could not extract pagination link header"},
		},
		{
			// Source: github.com/bold-commerce/go-shopify/customer_test.go:191 (percent: a '%' that starts no triplet, in a Link header a row of "Invalid link header responses" expects an error for, rule 2a/2b)
			`<http://valid.url?%invalid_query>; rel="next"`, // lookalike
			nil,
			errors.New(`invalid URL escape "%in"`),
		},
		// Valid link header responses
		{
			`<http://valid.url?page_info=foo&limit=2>; rel="next"`,
			&Pagination{
				NextPageOptions: &ListOptions{PageInfo: "foo", Limit: 2},
			},
			nil,
		},
	}
	for i, c := range cases {
		pagination, err := extractPagination(c.linkHeader)
		if !reflect.DeepEqual(pagination, c.expectedPagination) {
			t.Errorf("test %d pagination returned %+v, expected %+v", i, pagination, c.expectedPagination)
		}
		if (c.expectedErr != nil || err != nil) && err.Error() != c.expectedErr.Error() {
			t.Errorf("test %d err returned %+v, expected %+v", i, err, c.expectedErr)
		}
	}
}
