package wakapi

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Heartbeat is a coding activity event.
type Heartbeat struct {
	ID      uint64 `json:"-"`
	Entity  string `json:"entity"`
	Type    string `json:"type"`
	Project string `json:"project"`
	Branch  string `json:"branch"`
}

func TestHeartbeat_Unmarshal_IgnoreID(t *testing.T) {
	// Source: github.com/muety/wakapi/models/heartbeat_test.go:214 (syntax: a JSON heartbeat body given to json.Unmarshal is no URI use, and the entity URL inside it is well formed even under rule 1)
	raw1 := "{\n    \"branch\":\"<<LAST_BRANCH>>\",\n    \"entity\":\"https://wakapi.dev\",\n    \"id\":\"f3647f89-e255-4dd1-8fcd-e20ba8f1709b\",\n    \"project\":\"<<LAST_PROJECT>>\",\n    \"time\":\"1728422364.044\",\n    \"type\":\"domain\",\n    \"userAgent\":\"Chrome/129.0.0.0 mac_x86-64 chrome-wakatime/4.0.6\"\n  }" // lookalike
	// Source: github.com/muety/wakapi/models/heartbeat_test.go:215 (syntax: the same JSON body with a numeric id, given to json.Unmarshal and never used as a URI)
	raw2 := "{\n    \"branch\":\"<<LAST_BRANCH>>\",\n    \"entity\":\"https://wakapi.dev\",\n    \"id\":14,\n    \"project\":\"<<LAST_PROJECT>>\",\n    \"time\":\"1728422364.044\",\n    \"type\":\"domain\",\n    \"userAgent\":\"Chrome/129.0.0.0 mac_x86-64 chrome-wakatime/4.0.6\"\n  }" // lookalike

	var parsed Heartbeat
	err := json.Unmarshal([]byte(raw1), &parsed)
	assert.Nil(t, err)
	assert.Equal(t, uint64(0), parsed.ID)

	err = json.Unmarshal([]byte(raw2), &parsed)
	assert.Nil(t, err)
	assert.Equal(t, uint64(0), parsed.ID)
}
