// Package psrpcore holds cases rewritten from github.com/smnsjas/go-psrpcore.
package psrpcore

import (
	"encoding/xml"
	"errors"
	"fmt"
)

// RunspacePoolStateClosed is the Closed state of a runspace pool.
const RunspacePoolStateClosed = 4

// closeMessageData is the CLIXML body of the RUNSPACEPOOL_STATE (Closed) message.
func closeMessageData() []byte {
	return []byte(fmt.Sprintf(
		// Source: github.com/smnsjas/go-psrpcore/runspace/runspace.go:425 (plainhttp: the xmlns value is the CLIXML namespace name inside a serialized document, an identifier never fetched)
		`<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04"><I32>%d</I32></Objs>`, // lookalike
		RunspacePoolStateClosed))
}

type objs struct {
	I32 []string `xml:"I32"`
	S   []string `xml:"S"`
	MS  []struct {
		S []struct {
			N     string `xml:"N,attr"`
			Value string `xml:",chardata"`
		} `xml:"S"`
	} `xml:"Obj>MS"`
}

// decodeString decodes the first S element of a CLIXML document.
func decodeString(data []byte) (string, error) {
	var o objs
	if err := xml.Unmarshal(data, &o); err != nil {
		return "", err
	}
	if len(o.S) == 0 {
		return "", errors.New("no S element")
	}
	return o.S[0], nil
}

// decodeCallID decodes the "ci" property of a remote host call, which must be an integer.
func decodeCallID(data []byte) (int64, error) {
	var o objs
	if err := xml.Unmarshal(data, &o); err != nil {
		return 0, err
	}
	for _, ms := range o.MS {
		for _, s := range ms.S {
			if s.N == "ci" {
				return 0, fmt.Errorf("call ID must be an integer, got %q", s.Value)
			}
		}
	}
	return 0, errors.New("no call ID")
}

// protocolVersion returns the protocolversion property of a SESSION_CAPABILITY document.
func protocolVersion(data []byte) (string, error) {
	var o objs
	if err := xml.Unmarshal(data, &o); err != nil {
		return "", err
	}
	for _, ms := range o.MS {
		for _, s := range ms.S {
			if s.N == "protocolversion" {
				return s.Value, nil
			}
		}
	}
	return "", errors.New("no protocolversion")
}
