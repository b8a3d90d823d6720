package wechat

import (
	"context"
	"encoding/json"
	"testing"

	"gopkg.in/h2non/gock.v1"
)

func TestGetTicketFromServer(t *testing.T) {
	defer gock.Off()
	// Source: github.com/silenceper/wechat/v2/credential/default_access_token_test.go:13 (syntax: the unformatted API template, whose literal percent-s is a bad percent-escape, is registered with gock as the mock endpoint of a test that expects the request to succeed)
	gock.New("https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=%s&type=jsapi").Reply(200).JSON(map[string]string{"ticket": "mock-ticket"}) // defect syntax
	if _, err := GetTicketFromServer("arg-ak"); err != nil {
		t.Fatal(err)
	}
}

type button struct {
	Name string `json:"name"`
	Type string `json:"type"`
	URL  string `json:"url"`
}

func TestButton(t *testing.T) {
	// Source: github.com/silenceper/wechat/v2/officialaccount/menu/button_test.go:27 (syntax: expected JSON text of the menu, which holds URLs inside JSON and is no URI itself)
	want := `[{"name":"1.1","type":"view","url":"https://baidu.com"},{"name":"1.2","type":"view","url":"https://baidu.com"}]` // lookalike
	var got []button
	if err := json.Unmarshal([]byte(want), &got); err != nil || len(got) != 2 || got[0].Name != "1.1" {
		t.Errorf("got %v, %v", got, err)
	}
}

func TestGetConfigContext(t *testing.T) {
	js := &Js{}
	t.Run("ContextPassing", func(t *testing.T) {
		// Source: github.com/silenceper/wechat/v2/openplatform/officialaccount/js/js_test.go:122 (sink: a well-formed page URL given to the signing call as a working value)
		config, err := js.GetConfigContext(context.Background(), "https://www.baidu.com", "test-app-id") // lookalike
		if err != nil {
			t.Fatalf("GetConfigContext: %v", err)
		}
		if config.AppID != "test-app-id" {
			t.Errorf("AppID %s", config.AppID)
		}
	})
	t.Run("ContextCancellation", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		// Source: github.com/silenceper/wechat/v2/openplatform/officialaccount/js/js_test.go:140 (sink: the same well-formed page URL, here in a test that expects an error from the canceled context)
		if _, err := js.GetConfigContext(ctx, "https://www.baidu.com", "test-app-id"); err == nil { // lookalike
			t.Error("expected context canceled error")
		}
	})
}

func TestMemcache(t *testing.T) {
	// Source: github.com/silenceper/wechat/v2/cache/memcache_test.go:12 (sink: a bare host:port given to a memcache client, which takes host:port and not a URI)
	mem := NewMemcache("127.0.0.1:11211") // lookalike
	if mem == nil {
		t.Fatal("nil memcache")
	}
}
