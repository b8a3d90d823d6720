package psrpcore

import "testing"

func TestDeserializePrimitives(t *testing.T) {
	tests := []struct {
		name     string
		clixml   string
		expected string
	}{
		{
			name: "string",
			// Source: github.com/smnsjas/go-psrpcore/serialization/clixml_test.go:119 (plainhttp: the xmlns value is the CLIXML namespace name in a decode fixture, an identifier never fetched)
			clixml:   `<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04"><S>hello</S></Objs>`, // lookalike
			expected: "hello",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeString([]byte(tt.clixml))
			if err != nil || got != tt.expected {
				t.Errorf("got %q, %v; want %q", got, err, tt.expected)
			}
		})
	}
}

func TestOpenSuccess(t *testing.T) {
	// Source: github.com/smnsjas/go-psrpcore/runspace/runspace_test.go:254 (syntax: a multi-line SESSION_CAPABILITY XML document the mock server returns, which holds a namespace name and is not itself a URI)
	capabilityData := []byte("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Objs Version=\"1.1.0.1\" xmlns=\"http://schemas.microsoft.com/powershell/2004/04\">\n  <Obj RefId=\"0\">\n    <MS>\n      <S N=\"protocolversion\">2.3</S>\n    </MS>\n  </Obj>\n</Objs>") // lookalike
	v, err := protocolVersion(capabilityData)
	if err != nil || v != "2.3" {
		t.Fatalf("protocol version = %q, %v", v, err)
	}
}

func TestDecodeRemoteHostCallInvalidCallIDType(t *testing.T) {
	// CallID as string instead of integer
	// Source: github.com/smnsjas/go-psrpcore/host/serialization_test.go:281 (syntax: an XML fixture with a namespace name that the test expects to fail decoding because of its call ID, not a URI, rule 2a)
	data := []byte(`<?xml version="1.0"?><Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04"><Obj RefId="0"><MS><S N="ci">invalid</S><I32 N="mi">11</I32></MS></Obj></Objs>`) // lookalike
	if _, err := decodeCallID(data); err == nil {
		t.Error("expected error for invalid CallID type")
	}
}
