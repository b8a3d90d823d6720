package uri

// ResolveExamples are the examples of RFC 3986 §5.4 against the base
// "http://a/b/c/d;p?q", for the tests outside the package.
var ResolveExamples = func() []struct{ Ref, Want string } {
	out := make([]struct{ Ref, Want string }, len(resolveTests))
	for i, tt := range resolveTests {
		out[i].Ref, out[i].Want = tt.ref, tt.want
	}
	return out
}()
