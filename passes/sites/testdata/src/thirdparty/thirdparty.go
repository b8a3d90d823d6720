package thirdparty

import (
	"github.com/gin-gonic/gin"
	"github.com/gorilla/websocket"
	"github.com/nats-io/nats.go"
	"golang.org/x/oauth2"
	"google.golang.org/grpc"
)

func thirdParty(d *websocket.Dialer, c *gin.Context) {
	d.Dial("WS://chat.example.com/", nil)        // want `absolute-URI \(\*github.com/gorilla/websocket.Dialer\).Dial "WS://chat.example.com/"`
	grpc.NewClient("localhost:50051")            // host:port: grpc's own rules, no site
	grpc.NewClient("dns:///svc.example.com:443") // want `absolute-URI google.golang.org/grpc.NewClient "dns:///svc.example.com:443"`
	nats.Connect("nats://a:4222,nats://b:4222")  // want `absolute-URI github.com/nats-io/nats.go.Connect "nats://a:4222"` `absolute-URI github.com/nats-io/nats.go.Connect "nats://b:4222"`
	nats.Connect("nats://c:4222, nats://d:4222") // want `absolute-URI github.com/nats-io/nats.go.Connect "nats://c:4222"` `absolute-URI github.com/nats-io/nats.go.Connect "nats://d:4222"`
	c.Redirect(302, "user:42/profile")           // want `relative-ref \(\*github.com/gin-gonic/gin.Context\).Redirect "user:42/profile"`
	_ = oauth2.Config{
		Endpoint: oauth2.Endpoint{
			AuthURL:  "https://auth.example.com/authorize", // want `absolute-URI golang.org/x/oauth2.Endpoint.AuthURL "https://auth.example.com/authorize"`
			TokenURL: "https://auth.example.com/token",     // want `absolute-URI golang.org/x/oauth2.Endpoint.TokenURL "https://auth.example.com/token"`
		},
		RedirectURL: "http://localhost:80/cb", // want `absolute-URI golang.org/x/oauth2.Config.RedirectURL "http://localhost:80/cb"`
	}
}
