package fulcio

// Source: github.com/sigstore/fulcio/pkg/generated/protobuf/fulcio.pb.go:933 (syntax: a generated serialized protobuf descriptor whose bytes embed project links, binary data and no URI)
const file_fulcio_proto_rawDesc = "" + "\n" + "\ffulcio.proto\x12\x16dev.sigstore.fulcio.v2\x1a\x1cgoogle/api/annotations.proto" + "\x17sigstore Fulcio project\x12\"https://github.com/sigstore/fulcio\x1a\x1dsigstore-dev@googlegroups.com*J\n" // lookalike
