package kratos

import (
	"net/url"
	"reflect"
	"testing"
)

func TestNewEndpoint(t *testing.T) {
	type args struct {
		scheme string
		host   string
	}
	tests := []struct {
		name string
		args args
		want *url.URL
	}{
		{
			name: "https://github.com/go-kratos/kratos/",
			args: args{"https", "github.com/go-kratos/kratos/"},
			// Source: github.com/go-kratos/kratos/internal/endpoint/endpoint_test.go:22 (syntax: a host with a path in the Host field, but the row gives the same text to NewEndpoint, the package's own sink that copies it into Host, and expects it back unchanged; input of the package's own sink, rule 2c)
			want: &url.URL{Scheme: "https", Host: "github.com/go-kratos/kratos/"}, // lookalike
		},
		{
			name: "https://go-kratos.dev/",
			args: args{"https", "go-kratos.dev/"},
			want: &url.URL{Scheme: "https", Host: "go-kratos.dev/"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NewEndpoint(tt.args.scheme, tt.args.host); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("NewEndpoint() = %v, want %v", got, tt.want)
			}
		})
	}
}
