package sentinel

import (
	"fmt"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/zeromicro/go-zero/core/conf"
	"github.com/zeromicro/go-zero/rest"
)

func getAvailablePort(init int) (int, error) {
	for p := init; p < 65536; p++ {
		conn, _ := net.DialTimeout("tcp", net.JoinHostPort("", fmt.Sprint(p)), time.Second)
		if conn != nil {
			conn.Close()
			continue
		}
		return p, nil
	}
	return 0, fmt.Errorf("no available port")
}

func TestSentinelMiddleware(t *testing.T) {
	type args struct {
		method  string
		path    string
		reqPath string
		handler http.HandlerFunc
	}
	type want struct {
		code int
	}
	var (
		tests = []struct {
			name string
			args args
			want want
		}{
			{
				name: "default get",
				args: args{
					method:  http.MethodGet,
					path:    "/",
					reqPath: "/",
					handler: func(w http.ResponseWriter, r *http.Request) {
						w.WriteHeader(http.StatusOK)
					},
				},
				want: want{
					code: http.StatusOK,
				},
			},
		}
	)

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c rest.RestConf
			conf.MustLoad("./test.yml", &c)
			c.Port, _ = getAvailablePort(c.Port)
			server := rest.MustNewServer(c)
			server.AddRoutes(
				[]rest.Route{
					{
						Method:  tt.args.method,
						Path:    tt.args.path,
						Handler: tt.args.handler,
					},
				},
			)
			go server.Start()
			defer server.Stop()
			time.Sleep(time.Duration(2) * time.Second)
			// Source: github.com/alibaba/sentinel-golang/pkg/adapters/go-zero/middleware_test.go:126 (hostjoin: the test writes the host "localhost" itself; only the port is filled in)
			r, _ := http.Get(fmt.Sprintf("http://localhost:%d%s", c.Port, tt.args.reqPath)) // lookalike
			assert.Equal(t, tt.want.code, r.StatusCode)
		})
	}
}
