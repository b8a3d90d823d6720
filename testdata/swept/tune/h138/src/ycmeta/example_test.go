package ycmeta

func ExampleNewInstanceServiceAccount() {
	c := NewInstanceServiceAccount(
		// Source: github.com/ydb-platform/ydb-go-yc-metadata/example_test.go:14 (plainhttp: the example points the metadata client at localhost, which needs no https.)
		WithURL("http://localhost:6770/meatadata/v1/instance/service-accounts/default/token"), // lookalike
	)
	_ = c.Token()
}
