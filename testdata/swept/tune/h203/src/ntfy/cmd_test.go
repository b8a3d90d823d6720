package ntfy

import (
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// appRun stands in for the ntfy CLI app: publish and subscribe take a topic URL as their argument.
func appRun(args []string) error {
	if len(args) < 3 {
		return errors.New("missing arguments")
	}
	topic := args[len(args)-1]
	switch args[1] {
	case "publish":
		return New(NewConfig()).Publish(topic, "")
	case "subscribe":
		resp, err := http.Get(topic + "/json?poll=1")
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}
	return fmt.Errorf("unknown command %s", args[1])
}

// StartServer stands in for test.StartServer: a server on a random port.
func StartServer(t *testing.T) int {
	port := 10000 + rand.Intn(30000)
	WaitForPortUp(t, port)
	return port
}

func TestCLI_Access_Grant_And_Publish(t *testing.T) {
	port := StartServer(t)
	require.Error(t, appRun([]string{
		"ntfy",
		"publish",
		// Source: heckel.io/ntfy/v2/cmd/access_test.go:51 (hostjoin: fixed loopback host with the integer port of the local test server formatted in; uniform sample 8 of 11)
		fmt.Sprintf("http://127.0.0.1:%d/announcements", port), // lookalike
	}))
	require.Nil(t, appRun([]string{
		"ntfy",
		"publish",
		"-u", "phil:philpass",
		// Source: heckel.io/ntfy/v2/cmd/access_test.go:63 (hostjoin: fixed loopback host with an integer port, a local test server; uniform sample 8 of 11)
		fmt.Sprintf("http://127.0.0.1:%d/announcements", port), // lookalike
	}))
	require.Error(t, appRun([]string{
		"ntfy",
		"subscribe",
		"--poll",
		// Source: heckel.io/ntfy/v2/cmd/access_test.go:75 (hostjoin: fixed loopback host with an integer port of the local test server; uniform sample 8 of 11)
		fmt.Sprintf("http://127.0.0.1:%d/something-else", port), // lookalike
	}))
}

func TestCLI_Publish_Subscribe_Poll(t *testing.T) {
	port := StartServer(t)
	// Source: heckel.io/ntfy/v2/cmd/publish_test.go:40 (hostjoin: fixed loopback host with the integer port of the local test server; uniform sample 8 of 11)
	topic := fmt.Sprintf("http://127.0.0.1:%d/mytopic", port) // lookalike
	require.Nil(t, appRun([]string{"ntfy", "publish", topic, "some message"}))
	require.Nil(t, appRun([]string{"ntfy", "subscribe", "--poll", topic}))
}

func TestCLI_Publish_Wait_PID_And_Cmd(t *testing.T) {
	port := StartServer(t)
	// Source: heckel.io/ntfy/v2/cmd/publish_test.go:94 (hostjoin: fixed loopback host with an integer port of the local test server; uniform sample 8 of 11)
	topic := fmt.Sprintf("http://127.0.0.1:%d/mytopic", port) // lookalike
	require.Nil(t, appRun([]string{"ntfy", "publish", "--wait-pid", "1", topic}))
}

// wsDial stands in for websocket.DefaultDialer.Dial.
func wsDial(urlStr string) error {
	if len(urlStr) < len("ws://") || urlStr[:5] != "ws://" {
		return errors.New("bad scheme")
	}
	return nil
}

func TestCLI_Serve_WebSocket(t *testing.T) {
	port := 10000 + rand.Intn(20000)
	WaitForPortUp(t, port)

	// Source: heckel.io/ntfy/v2/cmd/serve_test.go:50 (plainhttp: plain ws to the loopback address of the local test server, no public host; uniform sample 8 of 11)
	err := wsDial(fmt.Sprintf("ws://127.0.0.1:%d/mytopic/ws", port)) // lookalike
	require.Nil(t, err)

	c := New(NewConfig())
	// Source: heckel.io/ntfy/v2/cmd/serve_test.go:59 (hostjoin: fixed loopback host with an integer port formatted in, the local test server; uniform sample 8 of 11)
	err = c.Publish(fmt.Sprintf("http://127.0.0.1:%d/mytopic", port), "my message") // lookalike
	require.Nil(t, err)
}
