package kratos

import (
	"testing"
)

func TestEncodeURL(t *testing.T) {
	tests := []struct {
		pathTemplate string
		request      *HelloRequest
		needQuery    bool
		want         string
	}{
		{
			// Source: github.com/go-kratos/kratos/transport/http/binding/encode_test.go:19 (hostcase: "helloworld.Greeter" is a gRPC service name written as the host of the template that the package's own URL template encoder fills; input of the package's URL rewriter, rule 2c)
			pathTemplate: "http://helloworld.Greeter/helloworld/{name}/sub/{sub.naming}", // lookalike
			request:      &HelloRequest{Name: "test", Sub: &Sub{Name: "2233!!!!"}},
			needQuery:    false,
			// Source: github.com/go-kratos/kratos/transport/http/binding/encode_test.go:22 (hostcase: the expected output of the encoder keeps the host of its input template as written; the code gives it back, rule 2c)
			want: "http://helloworld.Greeter/helloworld/test/sub/2233!!!!", // lookalike
		},
		{
			pathTemplate: "http://helloworld.Greeter/helloworld/{name}/sub/{sub.naming}",
			request:      nil,
			needQuery:    false,
			want:         "http://helloworld.Greeter/helloworld/{name}/sub/{sub.naming}",
		},
	}
	for _, test := range tests {
		if got := EncodeURL(test.pathTemplate, test.request, test.needQuery); got != test.want {
			t.Fatalf("want: %s, got: %s", test.want, got)
		}
	}
}
