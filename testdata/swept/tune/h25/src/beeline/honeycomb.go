// Package beeline holds the cases of github.com/honeycombio/beeline-go.
package beeline

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
)

// ex: X-Honeycomb-Trace: 1;trace_id=weofijwoeifj,parent_id=owefjoweifj,context=eyJoZWxsbyI6IndvcmxkIn0=

const (
	TracePropagationGRPCHeader = "x-honeycomb-trace" // difference in case matters here
	TracePropagationHTTPHeader = "X-Honeycomb-Trace"
	TracePropagationVersion    = 1
)

// PropagationContext is the trace context carried across services.
type PropagationContext struct {
	TraceID      string
	ParentID     string
	Dataset      string
	TraceContext map[string]interface{}
}

// PropagateDataset says whether the dataset goes into the header.
var PropagateDataset = true

// MarshalHoneycombTraceContext uses the information in prop to create a trace context header
// in the Honeycomb trace header format. It returns the serialized form of the trace context,
// ready to be inserted into the headers of an outbound HTTP request.
func MarshalHoneycombTraceContext(prop *PropagationContext) string {
	if prop == nil {
		return ""
	}
	tcJSON, err := json.Marshal(prop.TraceContext)
	if err != nil {
		// if we couldn't marshal the trace level fields, leave it blank
		tcJSON = []byte("")
	}

	tcB64 := base64.StdEncoding.EncodeToString(tcJSON)

	var datasetClause string
	if PropagateDataset && prop.Dataset != "" {
		// Source: github.com/honeycombio/beeline-go/propagation/honeycomb.go:52 (escaper: url.QueryEscape of the dataset in a clause of the X-Honeycomb-Trace header, no URI)
		datasetClause = fmt.Sprintf("dataset=%s,", url.QueryEscape(prop.Dataset)) // lookalike
	}

	return fmt.Sprintf(
		// Source: github.com/honeycombio/beeline-go/propagation/honeycomb.go:56 (escaper: base64.StdEncoding text after "context=" in the trace header, which is no URI and no form data; its "+" stays a "+")
		"%d;trace_id=%s,parent_id=%s,%scontext=%s", // lookalike
		TracePropagationVersion,
		prop.TraceID,
		prop.ParentID,
		datasetClause,
		tcB64,
	)
}
