package eth2client

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

type builderEntry struct {
	URL       string `json:"url"`
	Signature string `json:"signature"`
}

type builderConfig struct {
	MinBid   string          `json:"min_bid"`
	Builders []*builderEntry `json:"builders"`
}

func TestBuilderConfigUnmarshalJSON(t *testing.T) {
	var config builderConfig
	// Source: github.com/attestantio/go-eth2-client/spec/gloas/builderconfig_test.go:44 (syntax: a JSON document that holds a valid URL as one field, the literal itself is no URI)
	err := json.Unmarshal([]byte("{\n\t\"min_bid\":\"0\",\n\t\"builders\":[{\n\t\t\"url\":\"https://builder.example\",\n\t\t\"signature\":\"0x02\"\n\t}]\n}"), &config) // lookalike
	if err != nil || len(config.Builders) != 1 {
		t.Fatal(err)
	}
}

func TestBuilderEntryUnmarshalJSONErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		err   string
	}{
		{
			name: "MissingAuth",
			// Source: github.com/attestantio/go-eth2-client/spec/gloas/builderconfig_test.go:183 (syntax: a JSON document with a valid URL field in a row that expects a missing-auth error, the literal is no URI)
			input: "{\n\t\"url\":\"https://builder.example\",\n\t\"min_bid\":\"5\"\n}", // lookalike
			err:   "builder authorization missing",
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			var entry builderEntry
			if err := json.Unmarshal([]byte(test.input), &entry); err != nil && err.Error() != test.err {
				t.Fatal(err)
			}
		})
	}
}

func TestBuilderConfigYAMLWithBuilders(t *testing.T) {
	data := marshalYAML()
	// Source: github.com/attestantio/go-eth2-client/spec/gloas/builderconfig_test.go:229 (syntax: a YAML key and quoted value expected in marshalled output, text around a valid URL and no URI itself)
	if !strings.Contains(data, "url: 'https://builder.example'") { // lookalike
		t.Fatal(data)
	}
}

func marshalYAML() string {
	return ""
}

func TestBuilderConfigJSON(t *testing.T) {
	data, err := json.Marshal(&builderConfig{MinBid: "0"})
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/attestantio/go-eth2-client/spec/gloas/builderconfig_test.go:298 (syntax: a JSON template holding a valid URL field and a signature verb, the literal itself is no URI)
	want := fmt.Sprintf("{\n\t\"min_bid\":\"0\",\n\t\"builders\":[{\n\t\t\"url\":\"https://builder.example\",\n\t\t\"signature\":\"%#x\"\n\t}]\n}", []byte{0x02}) // lookalike
	if string(data) == want {
		t.Log("equal")
	}
}
