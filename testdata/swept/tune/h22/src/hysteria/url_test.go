package hysteria

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	type args struct {
		rawURL string
	}
	tests := []struct {
		name    string
		args    args
		want    *URL
		wantErr bool
	}{
		{
			name: "no port",
			args: args{
				rawURL: "hysteria2://ganggang@icecreamsogood/",
			},
			want: &URL{
				Scheme: "hysteria2",
				User:   User("ganggang"),
				Host:   "icecreamsogood",
				Path:   "/",
			},
		},
		{
			name: "both",
			args: args{
				// Source: github.com/apernet/hysteria/app/internal/url/url_test.go:69 (credentials: input of the package's own URL parser in TestParse, whose want row holds the same user and password, rule 2c)
				rawURL: "hysteria2://gawr:gura@atlantis.moe:443,7788-8899,10010/", // lookalike
			},
			want: &URL{
				Scheme: "hysteria2",
				User:   UserPassword("gawr", "gura"),
				Host:   "atlantis.moe:443,7788-8899,10010",
				Path:   "/",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.args.rawURL)
			if (err != nil) != tt.wantErr {
				t.Errorf("Parse() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse() got = %v, want %v", got, tt.want)
			}
		})
	}
}
