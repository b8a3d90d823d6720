package gophish

import (
	"testing"

	check "gopkg.in/check.v1"
)

type ModelsSuite struct{}

var _ = check.Suite(&ModelsSuite{})

func TestModels(t *testing.T) { check.TestingT(t) }

func (s *ModelsSuite) TestPageValidation(c *check.C) {
	p := Page{
		Name: "Test Page",
		HTML: "<html>Test</html>",
	}
	err := p.Validate()
	c.Assert(err, check.Equals, nil)

	// Validate that if the RedirectURL contains an invalid template tag, that
	// we catch it
	p.HTML = "valid data"
	// Source: github.com/gophish/gophish/models/page_test.go:139 (syntax: a template with an invalid tag that the test expects Validate to reject, rule 2a)
	p.RedirectURL = "http://example.com/{{.INVALIDTAG}}" // lookalike
	err = p.Validate()
	c.Assert(err, check.NotNil)
}
