package indigo

import "testing"

func TestATURINormalize(t *testing.T) {
	assert := newAssert(t)

	testVec := [][]string{
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi_test.go:102 (hostcase: input to the AT-URI normaliser whose expected output is the lower-case at://e.com, the case the code handles, rule 2c)
		{"at://E.com", "at://e.com"}, // lookalike
	}

	for _, parts := range testVec {
		uri, err := ParseATURI(parts[0])
		assert.NoError(err)
		assert.Equal(parts[1], uri.Normalize().String())
	}
}

func TestATURINoPanic(t *testing.T) {
	for _, s := range []string{
		"",
		".",
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi_test.go:113 (sink: an AT-URI with no authority held in a variable named bad to check the accessors do not panic, a deliberate fixture by rule 2b)
		"at://", // lookalike
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi_test.go:113 (sink: an empty authority in the same list of bad values, deliberate by rules 2b and 2d)
		"at:///", // lookalike
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi_test.go:113 (syntax: an empty collection segment in the same list of bad values, deliberate by rules 2b and 2d)
		"at://e.com//", // lookalike
	} {
		bad := ATURI(s)
		_ = bad.Authority()
		_ = bad.Collection()
		_ = bad.RecordKey()
		_ = bad.Normalize()
		_ = bad.String()
		_ = bad.Path()
	}
}
